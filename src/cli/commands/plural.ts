/** "1 file", "2 files", "1 entry", "3 entries". */
export function plural(n: number, one: string, many: string = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}
