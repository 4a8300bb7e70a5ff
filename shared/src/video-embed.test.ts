import { describe, expect, it } from 'vitest';
import { parseVideoLink, toEmbedUrl } from './video-embed.ts';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12345&t=30s', 'https://www.youtube.com/embed/abcDEF12345'],
    ['http://m.youtube.com/watch?v=abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://youtu.be/abcDEF12345?si=x', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://www.youtube.com/shorts/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://www.youtube-nocookie.com/embed/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['  https://vimeo.com/76979871  ', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s as %s', (raw, embed) => {
    expect(toEmbedUrl(raw)).toBe(embed);
  });

  it.each([
    '',
    'not a url',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=abcDEF12345',
    'https://evil.example/watch?v=abcDEF12345',
    'https://youtube.com.evil.example/watch?v=abcDEF12345',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/channel/UCabc',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
  ])('refuses %j', (raw) => {
    expect(toEmbedUrl(raw)).toBeNull();
  });

  it('uses youtube-nocookie.com when asked for the private player, and leaves Vimeo as it is', () => {
    expect(toEmbedUrl('https://youtu.be/abcDEF12345', { privateYouTube: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871', { privateYouTube: true })).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('names the provider and id', () => {
    expect(parseVideoLink('https://youtu.be/abcDEF12345')).toEqual({ provider: 'youtube', id: 'abcDEF12345' });
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
  });
});
