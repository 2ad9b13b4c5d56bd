import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { storeContract } from '../contract/stores.ts';

storeContract('the DynamoDB stores, against DynamoDB Local', () => dynamoStores);
