/**
 * Width of each end of a DateRangeField on wider screens: 'YYYY-MM-DD' fits in 160 px, and
 * 'YYYY-MM-DD HH:mm' needs 230 px to show whole beside its calendar button. The lazy loader's
 * placeholder and the picker share it, so nothing shifts when the pickers arrive.
 */
export const rangeEndWidth = (withTime: boolean | undefined): number => (withTime ? 230 : 160)
