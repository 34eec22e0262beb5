// The button area (spec §2): 'REPAY' plus 'Rollover Repayment' with the hint 'Short of money?',
// or a single 'Repayment', or 'Borrow Again', as buttonArea() decides; the page puts it in the
// action bar.
import { Button } from '../../shared/ui/button/Button.tsx';
import type { ButtonArea, OrderAction } from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

export interface OrderButtonsProps {
  area: ButtonArea;
  onAction: (action: OrderAction) => void;
  /** The action still running (borrow again saves its event first). */
  pendingAction?: OrderAction;
}

export function OrderButtons({ area, onAction, pendingAction }: OrderButtonsProps) {
  return area.buttons.map((button) => (
    <div key={button.action} className={styles.buttonSlot}>
      {button.action === 'rollover' && area.hint && <p className={styles.hint}>{area.hint}</p>}
      <Button
        fullWidth
        variant={button.action === 'rollover' ? 'secondary' : 'primary'}
        pending={pendingAction === button.action}
        onClick={() => onAction(button.action)}
      >
        {button.label}
      </Button>
    </div>
  ));
}
