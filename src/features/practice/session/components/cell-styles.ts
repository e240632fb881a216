/**
 * One look for an answered question wherever a grid of questions shows it
 * (the navigator, Check Your Work): a filled square in the primary colour,
 * against an unanswered one's dashed outline, so the state reads by shape
 * as well as colour, and the same in both places.
 */
export const ANSWERED_CELL = "border-2 border-primary bg-primary text-primary-foreground"
export const UNANSWERED_CELL = "border-2 border-dashed border-muted-foreground bg-card text-foreground"
/** The legend's swatches, matching the cells. */
export const ANSWERED_SWATCH = "size-3.5 rounded-sm bg-primary"
export const UNANSWERED_SWATCH = "size-3.5 rounded-sm border-2 border-dashed border-muted-foreground"
