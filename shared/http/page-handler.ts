import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { installDynamoPorts } from '../adapters/dynamodb/ports.ts';
import type { OperationName } from '../operations.ts';
import type { Answer } from './answers.ts';
import { pageErrors } from './document-page.ts';
import { publicHandler } from './public-handler.ts';

// The composition root of the document page's functions: storage on DynamoDB, as for the API's.
installDynamoPorts();

/** A route of the document page: open to anyone with the link, failures answered as pages. */
export const pageHandler = (name: OperationName, run: (event: APIGatewayProxyEventV2) => Promise<Answer>) =>
  publicHandler(name, run, pageErrors);
