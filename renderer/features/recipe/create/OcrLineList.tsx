import { InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { OcrLineRole } from '../../../../server/contract/ocr';

export interface OcrLine {
  text: string;
  role: OcrLineRole;
}

const roles: OcrLineRole[] = ['title', 'ingredient', 'instruction', 'ignore'];
const roleKey = {
  title: 'fileImport.roleTitle',
  ingredient: 'fileImport.roleIngredient',
  instruction: 'fileImport.roleInstruction',
  ignore: 'fileImport.roleIgnore',
} as const;

interface OcrLineListProps {
  lines: OcrLine[];
  onChange: (index: number, line: OcrLine) => void;
}

/** Each recognised line with its text to fix and its part of the recipe to choose. */
export function OcrLineList({ lines, onChange }: OcrLineListProps) {
  const { t } = useTranslation();
  return (
    <ol className="larder-ocr-lines">
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          <li
            // Lines never move or disappear, so their position is their identity.
            key={index}
            className={`larder-ocr-line larder-ocr-line-${line.role}`}
            data-testid="ocr-line"
          >
            <InputGroup
              value={line.text}
              aria-label={t('fileImport.lineText', { number })}
              onValueChange={(text) => onChange(index, { ...line, text })}
            />
            <SegmentedControl
              size="small"
              aria-label={t('fileImport.lineRole', { number })}
              value={line.role}
              options={roles.map((role) => ({ value: role, label: t(roleKey[role]) }))}
              onValueChange={(role) => onChange(index, { ...line, role: role as OcrLineRole })}
            />
          </li>
        );
      })}
    </ol>
  );
}
