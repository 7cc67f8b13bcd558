import { describe, expect, it } from 'vitest';

import { isVideoEmbedSource } from '../../../../server/contract/video-embeds';

describe('isVideoEmbedSource', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ?start=30',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://www.dailymotion.com/embed/video/x8abcd',
    'HTTPS://WWW.YOUTUBE.COM/embed/dQw4w9WgXcQ',
    'https://www.youtube.com:443/embed/dQw4w9WgXcQ',
  ])('keeps the player address %s', (src) => {
    expect(isVideoEmbedSource(src)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'not a url',
    '/embed/local',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/../redirect?q=https://evil.example/',
    'https://www.youtube.com/embed/%2e%2e/redirect?q=https://evil.example/',
    'https://www.youtube.com.evil.example/embed/x',
    'https://evil.example/https://www.youtube.com/embed/x',
    'https://user:pass@www.youtube.com/embed/x',
    'https://www.youtube.com:8443/embed/x',
    'https://m.youtube.com/embed/x',
    'https://vimeo.com/76979871',
    'https://www.dailymotion.com/video/x8abcd',
    'javascript:alert(1)//https://www.youtube.com/embed/',
    'data:text/html,<script>alert(1)</script>',
  ])('drops %s', (src) => {
    expect(isVideoEmbedSource(src)).toBe(false);
  });
});
