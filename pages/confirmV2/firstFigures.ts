// The confirm screen's figures, written by the page's head script before React (shared/loanConfirm/).
export { firstFigures } from '../../shared/loanConfirm/confirmFigures.ts';
