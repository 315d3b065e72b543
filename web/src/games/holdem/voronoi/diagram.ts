// What the Voronoi drawing shows, from either source: the official diagram
// the server sends at a showdown (the review's or Practice's `diagram`), or
// the testing area's visible points with a local preview. An owner is a
// seat (a hand index in Practice), 'board' for the flop and turn (neutral),
// or 'trial' for a point the viewer placed to test.
import type { LastHand, ReviewSeat } from '../types';
import { type Point, cardPoint, gridPoint, scalePolygon, voronoiRegions } from './geometry';

export interface DiagramRegion {
  card: number;
  x: number;
  y: number;
  seat: number | null;
  share_ppb: number;
  polygon: number[][];
}

export interface Diagram {
  grid: number;
  polygon_scale: number;
  regions: DiagramRegion[];
}

export type Owner = number | 'board' | 'trial';

export interface DrawnPoint {
  /** The card naming it, or a trial point's own key. */
  key: string;
  at: Point;
  owner: Owner;
}

export interface DrawnRegion {
  owner: Owner;
  polygon: Point[];
}

export interface Drawing {
  points: DrawnPoint[];
  regions: DrawnRegion[];
}

/** A Voronoi hand's share fields as the review and Practice give them. */
export interface Share {
  share_ppb?: number;
  share_percent?: string;
}

/** The official diagram of a settled hand, if its showdown had one. */
export function diagramOf(hand: LastHand | null | undefined): Diagram | undefined {
  return (hand as (LastHand & { diagram?: Diagram }) | null | undefined)?.diagram;
}

/** A review seat's share, under Point-Voronoi at a showdown. */
export function shareOf(seat: ReviewSeat): Share {
  return seat as ReviewSeat & Share;
}

/** The official diagram as drawn: every region with its owner, every site as a point. */
export function officialDrawing(diagram: Diagram): Drawing {
  const owner = (r: DiagramRegion): Owner => (r.seat === null ? 'board' : r.seat);
  return {
    points: diagram.regions.map((r) => ({ key: String(r.card), at: gridPoint(r.x, r.y, diagram.grid), owner: owner(r) })),
    regions: diagram.regions.map((r) => ({ owner: owner(r), polygon: scalePolygon(r.polygon, diagram.polygon_scale) })),
  };
}

/** Cards (with their owners) as points; cards that name no point are left out. */
export function cardsAsPoints(cards: readonly { card: number | null; owner: Owner }[]): DrawnPoint[] {
  const out: DrawnPoint[] = [];
  for (const { card, owner } of cards) {
    const at = card === null ? undefined : cardPoint(card);
    if (at && !out.some((p) => p.key === String(card))) out.push({ key: String(card), at, owner });
  }
  return out;
}

/** The testing preview: the given points and a local diagram of only those points. */
export function previewDrawing(points: DrawnPoint[]): Drawing {
  const regions = voronoiRegions(points.map((p) => p.at));
  return { points, regions: points.map((p, i) => ({ owner: p.owner, polygon: regions[i]! })) };
}

/** The colour class of an owner: a seat's own hue, neutral for the board. */
export function ownerClass(owner: Owner): string {
  if (owner === 'board') return 'vo-board';
  if (owner === 'trial') return 'vo-trial';
  return `vo-seat-${owner % 9}`;
}
