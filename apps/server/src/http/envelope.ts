/** Wraps a value in the `/wps` success envelope. */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
