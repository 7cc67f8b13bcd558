import { Dialog } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { SearchPanel } from './SearchPanel';

interface SearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Spec §2: at most 988 px wide; the results list at most 700 px high (in CSS). */
export function SearchDialog({ isOpen, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('search.title')}
      icon="search"
      className="larder-search-dialog"
      shouldReturnFocusOnClose
    >
      {isOpen ? <SearchPanel /> : null}
    </Dialog>
  );
}
