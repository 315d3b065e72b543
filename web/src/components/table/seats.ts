// Where seats sit around a drawn table, kept pure so it is unit-tested: the
// viewer at the bottom (nearest the hand), the others clockwise around an
// ellipse, in percent of the table's box.

export interface SeatSpot {
  seat: number;
  /** Centre of the seat, percent of the table's width and height. */
  x: number;
  y: number;
}

/** Radii of the ellipse the seats' centres lie on (percent of the box). */
export const RX = 40;
export const RY = 38;

/**
 * Spots for `seats` (in seat order), starting from `me` (or the first seat
 * when watching) at the bottom centre and going clockwise.
 */
export function seatSpots(seats: readonly number[], me: number | null): SeatSpot[] {
  const n = seats.length;
  if (n === 0) return [];
  const start = Math.max(0, me === null ? 0 : seats.indexOf(me));
  return seats.map((seat, i) => {
    const k = (i - start + n) % n;
    // Screen angles grow clockwise (y points down); 90° is the bottom.
    const angle = ((90 + (k * 360) / n) * Math.PI) / 180;
    const x = 50 + RX * Math.cos(angle);
    const y = 50 + RY * Math.sin(angle);
    return { seat, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}
