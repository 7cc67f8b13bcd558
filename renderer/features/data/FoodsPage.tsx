import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useDataList } from '../../api/group-data';

import { DataListPage } from './DataListPage';
import { FoodDialog } from './FoodDialog';
import { LabelTag } from './LabelTag';

/** `/group/data/foods`: the group's foods, each with its plural, label and "on hand". */
export function FoodsPage() {
  const { t } = useTranslation();
  const list = useDataList('foods');
  return (
    <DataListPage
      kind="foods"
      list={list}
      searchText={(food) => `${food.pluralName ?? ''} ${food.label?.name ?? ''}`}
      details={(food) => (
        <>
          {food.pluralName ? <span>{food.pluralName}</span> : null}
          {food.label ? <LabelTag label={food.label} /> : null}
          {food.onHand ? <Tag minimal>{t('data.onHand')}</Tag> : null}
        </>
      )}
      editor={(food, onClose) => <FoodDialog food={food} onClose={onClose} />}
    />
  );
}
