// Settings that do not apply to Point-Voronoi (note 56): the create form
// hides them and sends none of them for that card type, whatever was drafted.
export const VORONOI = 'point_voronoi';

const NOT_FOR_VORONOI = new Set(['max_sum', 'submission', 'selection_seconds']);

/** Whether a setting applies to the card type (the others apply to every type). */
export function appliesTo(key: string, cardType: string | undefined): boolean {
  return cardType !== VORONOI || !NOT_FOR_VORONOI.has(key);
}
