export const DEFAULT_HASHTAG = 'Pathway';
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer';

export type ShareTarget = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email';

export interface ShareContent {
  url: string;
  title: string;
  text?: string;
  /** Without the leading #; defaults to the product name. */
  hashtag?: string;
}

/** The address that shares `content` on `target` (a web intent, or a mailto: for e-mail). */
export function buildShareUrl(target: ShareTarget, content: ShareContent): string {
  const hashtag = (content.hashtag ?? DEFAULT_HASHTAG).replace(/^#/, '');
  const text = content.text ?? content.title;
  const enc = encodeURIComponent;
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(content.url)}&hashtag=${enc(`#${hashtag}`)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${enc(content.url)}&text=${enc(text)}&hashtags=${enc(hashtag)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(content.url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${text} ${content.url} #${hashtag}`)}`;
    case 'email':
      return `mailto:?subject=${enc(content.title)}&body=${enc(`${text}\n\n${content.url}\n\n#${hashtag}`)}`;
  }
}
