import type { AdvisingValidation } from '@portal/contract';
import { WindowStatus } from '../../../components/registration/window-status';
import '../advising.css';

/** While the advising window is closed: when it opens (or opened), read again once it does. */
export function ClosedWindowBanner({
  validation,
  onOpened,
}: {
  validation: AdvisingValidation;
  onOpened: () => void;
}) {
  return (
    <div className="adv-card adv-card--notice">
      <WindowStatus
        kind="advising"
        window={validation.Window}
        serverNow={validation.Now}
        onOpened={onOpened}
        variant="banner"
      />
    </div>
  );
}
