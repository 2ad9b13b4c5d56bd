import { storeContract } from '../contract/stores.ts';
import { fakePorts } from '../support/fakes.ts';

storeContract('the in-memory fakes', () => fakePorts().ports);
