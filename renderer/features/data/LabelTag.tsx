import { Tag } from '@blueprintjs/core';

import type { LabelOut } from '../../../server/contract/organizers';

import { isHexColor, textColorOn } from './label-colors';

/** A label in its own colour. */
export function LabelTag({ label }: { label: Pick<LabelOut, 'name' | 'color'> }) {
  const color = label.color.slice(0, 7);
  return (
    <Tag
      minimal={!isHexColor(color)}
      style={isHexColor(color) ? { backgroundColor: color, color: textColorOn(color) } : undefined}
    >
      {label.name}
    </Tag>
  );
}
