/**
 * Thai, written without spaces between words: its words for ours, replaced where they stand, longest first
 * ("ว่างไหม" before "ว่าง"), only in a message that holds Thai script.
 */
const thaiWords: [string, string][] = [
  ['ทัวร์ถัดไปของฉัน', 'my next tour'],
  ['สวัสดี', 'hello'],
  ['โตเกียว', 'tokyo'],
  ['เกียวโต', 'kyoto'],
  ['โอซาก้า', 'osaka'],
  ['โอซาก้า', 'osaka'],
  ['นารา', 'nara'],
  ['ฮาโกเน่', 'hakone'],
  ['ฮาโกเนะ', 'hakone'],
  ['ฟูจิ', 'fuji'],
  ['ฮอกไกโด', 'hokkaido'],
  ['โอกินาว่า', 'okinawa'],
  ['ฮิโรชิม่า', 'hiroshima'],
  ['นิกโก้', 'nikko'],
  ['คามาคุระ', 'kamakura'],
  ['ทัวร์', 'tour'],
  ['ราคาเท่าไหร่', 'how much'],
  ['เท่าไหร่', 'how much'],
  ['เท่าไร', 'how much'],
  ['ราคา', 'price'],
  ['ผู้ใหญ่', 'adults'],
  ['เด็ก', 'children'],
  ['คน', 'people'],
  ['ว่างไหม', 'available'],
  ['ว่าง', 'available'],
  ['เสาร์นี้', 'this saturday'],
  ['อาทิตย์นี้', 'this sunday'],
  ['พรุ่งนี้', 'tomorrow'],
  ['วันนี้', 'today'],
  ['ครึ่งวัน', 'half day'],
  ['ทั้งวัน', 'full day'],
  ['ถูกๆ', 'cheap'],
  ['ถูก', 'cheap'],
  ['สวยๆ', ''],
  ['วัด', 'temple'],
  ['ออนเซ็น', 'onsen'],
  ['ใกล้', 'near'],
  ['ไกด์', 'guide'],
  ['พูดภาษาไทย', 'thai speaking'],
  ['ภาษาไทย', 'thai'],
  ['ภาษาญี่ปุ่น', 'japanese'],
  ['แปล', 'translate'],
  ['วันไหน', 'which day'],
  ['ทำอะไรดี', 'what to do'],
  ['อะไร', 'what'],
  ['บ้าง', ''],
  ['มีไหม', 'do you have'],
  ['อยากไป', 'want to go'],
  ['มี', 'have'],
  ['ใน', 'in'],
  ['วัน', 'day'],
  ['ไหม', '?'],
  ['ค่ะ', ''],
  ['คะ', ''],
  ['ครับ', ''],
];

/** A message's Thai words in ours, spaced apart; a message without Thai script is returned as it is. */
export function fromThai(text: string): string {
  if (!/[\u0E00-\u0E7F]/.test(text)) return text;
  return thaiWords.reduce(
    // A normalised message has its Thai decomposed as well ("ทำ" holds "ํ" and "า" apart).
    (each, [thai, ours]) =>
      each.replaceAll(thai, ` ${ours} `).replaceAll(thai.normalize('NFKD'), ` ${ours} `),
    text,
  );
}
