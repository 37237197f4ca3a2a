/** Staff read times in GMT+8 like players (the platform's business time), as yyyy-MM-dd HH:mm:ss. */
export function formatGmt8(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
