/** The number a student and the office quote for a request: `SR-<year filed>-<id, six digits>`. */
export function orderNumber(order: { id: number; createdAt: Date }): string {
  return `SR-${String(order.createdAt.getUTCFullYear())}-${String(order.id).padStart(6, '0')}`;
}
