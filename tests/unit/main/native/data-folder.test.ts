import { describe, expect, it, vi } from 'vitest';

import { openDataFolder } from '../../../../main/native/data-folder';

describe('opening the data folder', () => {
  it('shows the data folder in the file manager', async () => {
    const openPath = vi.fn<(folder: string) => Promise<string>>(() => Promise.resolve(''));
    await openDataFolder(openPath, '/home/ada/.config/Larder');
    expect(openPath).toHaveBeenCalledWith('/home/ada/.config/Larder');
  });

  it("passes on the system's reason when it cannot", async () => {
    const openPath = () => Promise.resolve('Failed to open path');
    await expect(openDataFolder(openPath, '/gone')).rejects.toThrow(
      'The data folder /gone could not be opened: Failed to open path',
    );
  });
});
