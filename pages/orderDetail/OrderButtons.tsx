// The button area (spec §2): 'REPAY' plus 'Rollover Repayment' with the hint 'Short of money?',
// or a single 'Repayment', or 'Borrow Again', as buttonArea() decides; the page puts them in the
// action bar, Rollover as its second action (in the page above the bar at large text).
import { Fragment } from 'react';
import { Button } from '../../shared/ui/button/Button.tsx';
import type { ButtonArea, OrderAction } from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

export interface OrderButtonsProps {
  area: ButtonArea;
  /** The bar's main actions, or its second one (Rollover). */
  part: 'main' | 'second';
  onAction: (action: OrderAction) => void;
  /** The action still running (borrow again saves its event first). */
  pendingAction?: OrderAction;
}

/** Whether the button area has a second action, which the bar lets go into the page. */
export function hasSecondAction(area: ButtonArea): boolean {
  return area.buttons.some((button) => button.action === 'rollover');
}

export function OrderButtons({ area, part, onAction, pendingAction }: OrderButtonsProps) {
  const buttons = area.buttons.filter(
    (button) => (button.action === 'rollover') === (part === 'second'),
  );
  return buttons.map((button) => (
    <Fragment key={button.action}>
      {button.action === 'rollover' && area.hint && <p className={styles.hint}>{area.hint}</p>}
      <Button
        fullWidth
        variant={button.action === 'rollover' ? 'secondary' : 'primary'}
        pending={pendingAction === button.action}
        onClick={() => onAction(button.action)}
      >
        {button.label}
      </Button>
    </Fragment>
  ));
}
