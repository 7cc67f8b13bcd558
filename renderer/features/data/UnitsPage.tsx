import { useDataList } from '../../api/group-data';

import { DataListPage } from './DataListPage';
import { UnitDialog } from './UnitDialog';

/** `/group/data/units`: the group's units, each with its plural and abbreviation. */
export function UnitsPage() {
  const list = useDataList('units');
  return (
    <DataListPage
      kind="units"
      list={list}
      searchText={(unit) => `${unit.pluralName ?? ''} ${unit.abbreviation}`}
      details={(unit) => [unit.pluralName, unit.abbreviation].filter(Boolean).join(' · ') || null}
      editor={(unit, onClose) => <UnitDialog unit={unit} onClose={onClose} />}
    />
  );
}
