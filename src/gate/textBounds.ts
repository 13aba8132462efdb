// The most of one outside text the gate reads for claims and agent markers: a commit message, a
// commit's author, a pull request's title or body. GitHub caps a pull request body at 65,536
// characters; git caps a commit message at nothing, so one commit could otherwise make every gate
// run and push of its branch read megabytes. Each text is cut at its edge (src/git/range.ts, the
// Action's event), before any reader sees it.
export const MAX_GATE_TEXT_CHARS = 65_536;

/** The text, or its first MAX_GATE_TEXT_CHARS characters (never half a surrogate pair). */
export function boundGateText(text: string): string {
  if (text.length <= MAX_GATE_TEXT_CHARS) return text;
  const end = (text.charCodeAt(MAX_GATE_TEXT_CHARS - 1) & 0xfc00) === 0xd800 ? MAX_GATE_TEXT_CHARS - 1 : MAX_GATE_TEXT_CHARS;
  return text.slice(0, end);
}
