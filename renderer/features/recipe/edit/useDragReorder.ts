import { useRef, useState, type DragEvent } from 'react';

/** HTML5 drag and drop for a list's rows: drag a row's handle onto another row to move it. */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  return {
    overIndex,
    rowProps: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragged.current === null) return;
        event.preventDefault();
        setOverIndex(index);
      },
      onDragLeave: () => setOverIndex((current) => (current === index ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = null;
        setOverIndex(null);
        if (from !== null) onMove(from, index);
      },
    }),
    handleProps: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        dragged.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      },
      onDragEnd: () => {
        dragged.current = null;
        setOverIndex(null);
      },
    }),
  };
}
