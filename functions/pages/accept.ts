import { choiceAnswer } from '../../shared/http/document-page.ts';
import { pageHandler } from '../../shared/http/page-handler.ts';

export const handler = pageHandler('pages.accept', (event) => choiceAnswer(event, 'accept'));
