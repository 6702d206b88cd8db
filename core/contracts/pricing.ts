/**
 * The priced choices as wire schemas: the vehicle type and the service time, with the quote's messages.
 * Their own module so that contracts which only name a job's vehicle and time (jobs, the assistant) do
 * not load the quote's and the distance estimate's schemas with them.
 */
import { z } from 'zod';
import { QUOTE_INPUT_MESSAGES, serviceTimes, vehicleTypes } from '../pricing';

export const vehicleTypeSchema = z.enum(vehicleTypes, { error: QUOTE_INPUT_MESSAGES.vehicleType });
export const serviceTimeSchema = z.enum(serviceTimes, { error: QUOTE_INPUT_MESSAGES.serviceTime });
