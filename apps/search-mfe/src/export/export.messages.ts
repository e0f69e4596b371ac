import { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE } from '@leadgen/contracts';

export { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE };

export const EXPORT_SUCCESS_MESSAGE = 'Leads exported successfully!';
