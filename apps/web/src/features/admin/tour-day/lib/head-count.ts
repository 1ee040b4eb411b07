import type { DepartureDaySummary } from '@tabi/contracts';
import { formatCount } from '../../../../ui/format-count.ts';

export type HeadCount = Pick<DepartureDaySummary, 'expected' | 'checkedIn' | 'noShow' | 'toCome'>;

/** A departure's travellers, part by part: "12 expected", "8 checked in", "1 no-show", "3 to come". */
export function headCountParts({ expected, checkedIn, noShow, toCome }: HeadCount) {
  return [
    `${expected.toLocaleString('en-US')} expected`,
    `${checkedIn.toLocaleString('en-US')} checked in`,
    formatCount(noShow, 'no-show'),
    `${toCome.toLocaleString('en-US')} to come`,
  ];
}

/** A departure's travellers in words: "12 expected · 8 checked in · 1 no-show · 3 to come". */
export function headCountText(count: HeadCount) {
  return headCountParts(count).join(' · ');
}

/** The shares of the bar, in percent of those expected: checked in, no-show, still to come. */
export function headCountShares({ expected, checkedIn, noShow }: HeadCount) {
  if (expected <= 0) return { checkedIn: 0, noShow: 0 };
  const share = (count: number) => Math.min(100, (count / expected) * 100);
  return { checkedIn: share(checkedIn), noShow: share(noShow) };
}
