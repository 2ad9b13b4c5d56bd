import { choiceAnswer, pageErrors } from '../../shared/http/document-page.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler('pages.accept', (event) => choiceAnswer(event, 'accept'), pageErrors);
