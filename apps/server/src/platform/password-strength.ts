import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's guess score a new password must reach: 0 and 1 are "too guessable" and "very guessable"
 * (common passwords, keyboard walks, dates, a name with a digit), refused as ASVS 6.2 asks; from 2 on a
 * password resists online guessing, which the sign-in limits bound anyway.
 */
const minimumScore = 2;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take a moment and some memory, needed only when a password is set. */
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return estimator;
}

/**
 * Why a new password is too easy to guess, in words for the form, or null when it is not. `personal`:
 * what the account is known by (name, e-mail), which a guesser tries first.
 */
export async function weakPasswordReason(password: string, personal: string[]): Promise<string | null> {
  const words = personal.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const result = await zxcvbn().checkAsync(password, words);
  if (result.score >= minimumScore) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `This password is too easy to guess.${why} Use a few unusual words, or a longer mix of letters and numbers.`;
}
