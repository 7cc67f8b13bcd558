import { Button, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';

import { moveItem, removeItem, replaceItem } from './list-ops';
import { RowControls } from './RowControls';
import { useDragReorder } from './useDragReorder';

type Note = Recipe['notes'][number];

export function NotesEditor({
  notes,
  onChange,
}: {
  notes: Note[];
  onChange: (notes: Note[]) => void;
}) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => onChange(moveItem(notes, from, to));
  const drag = useDragReorder(move);
  return (
    <section className="larder-edit-section" aria-label={t('recipe.notes')}>
      <H3>{t('recipe.notes')}</H3>
      <ol className="larder-edit-list">
        {notes.map((note, index) => {
          const number = index + 1;
          return (
            <li key={index} className="larder-edit-row" {...drag.rowProps(index)}>
              <RowControls
                index={index}
                count={notes.length}
                label={t('recipe.noteNumber', { number })}
                onMove={move}
                onRemove={() => onChange(removeItem(notes, index))}
                handleProps={drag.handleProps(index)}
              />
              <div className="larder-step-edit">
                <InputGroup
                  aria-label={t('recipe.noteTitleOf', { number })}
                  placeholder={t('recipe.noteTitle')}
                  value={note.title}
                  onChange={(event) =>
                    onChange(replaceItem(notes, index, { ...note, title: event.target.value }))
                  }
                />
                <TextArea
                  fill
                  autoResize
                  aria-label={t('recipe.noteTextOf', { number })}
                  value={note.text}
                  onChange={(event) =>
                    onChange(replaceItem(notes, index, { ...note, text: event.target.value }))
                  }
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button icon="add" onClick={() => onChange([...notes, { title: '', text: '' }])}>
        {t('recipe.addNote')}
      </Button>
    </section>
  );
}
