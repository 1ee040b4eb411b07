/**
 * Two questions in one message, one about tours and one our rules answer: "what tours do you run in Kyoto? and
 * is it right that nothing is charged until the day?", "food tours. and if one of us has a shellfish allergy,
 * where do I tell you?", "tours under $80 — and that is the full price, no booking fee on top?". Each half is
 * read on its own, and the answer gives both, in the order asked.
 */

/** Where a message may hold a second question: after a question mark, a dash, a semicolon, "and if ...". */
const seams = [
  /\?\s+(?=\S)/g,
  /\s[—–-]\s+(?:and\s+)?/g,
  /;\s+(?:and\s+)?/g,
  /[.,]\s+(?:and\s+|but\s+|also\s+)?(?=(?:is|are|do|does|did|can|could|will|would|what|where|when|how|which|if|in which)\b)/g,
  /\s+and\s+(?=(?:if|is it|is there|are there|do you|does it|can i|can we|what if|where do|how do|what happens)\b)/g,
  /\s*\((?=[^()]+\)\s*$)/g,
];

/** The ways a message splits into two asks, at each seam it holds, the first seam first; none for one ask. */
export function twoAsks(message: string): [string, string][] {
  const text = message.trim();
  const splits: [string, string][] = [];
  for (const seam of seams) {
    for (const found of text.matchAll(seam)) {
      const first = text.slice(0, found.index).trim();
      const second = text
        .slice(found.index + found[0].length)
        .replace(/\)\s*$/, '')
        .trim();
      // A half of a word or two is no question of its own ("Kyoto? thanks").
      if (words(first) >= 2 && words(second) >= 3) splits.push([first, second]);
    }
  }
  return splits.sort((a, b) => a[0].length - b[0].length);
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;
