import { useDataList } from '../../api/group-data';

import { DataListPage } from './DataListPage';
import { LabelDialog } from './LabelDialog';

/** `/group/data/labels`: the group's labels with their colours (shopping list sections). */
export function LabelsPage() {
  const list = useDataList('labels');
  return (
    <DataListPage
      kind="labels"
      list={list}
      searchText={(label) => label.color}
      lead={(label) => (
        <span className="larder-label-swatch" style={{ backgroundColor: label.color }} />
      )}
      details={(label) => <code>{label.color}</code>}
      editor={(label, onClose) => <LabelDialog label={label} onClose={onClose} />}
    />
  );
}
