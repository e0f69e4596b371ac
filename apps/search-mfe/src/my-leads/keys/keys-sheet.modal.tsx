import { Button, Modal } from '@leadgen/ui';
import { MY_LEADS_KEYS } from './list-keys.logic.js';

/** '?': the keys of the My Leads list and what each does. */
export function KeysSheetModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Keyboard shortcuts"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <table className="sm-table sm-keys-table" data-testid="keys-sheet">
        <tbody>
          {MY_LEADS_KEYS.map((k) => (
            <tr key={k.keys}>
              <th scope="row">
                <kbd>{k.keys}</kbd>
              </th>
              <td>{k.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
