import { route } from './types';

void route; // routes of this module are added here
