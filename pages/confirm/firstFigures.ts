// The confirm screen's figures, written by the page's head script before React (shared/features/loanConfirm/).
export { firstFigures } from '../../shared/features/loanConfirm/confirmFigures.ts';
