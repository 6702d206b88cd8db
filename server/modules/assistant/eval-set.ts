/**
 * The assistant's evaluation set (`npm run bench:assistant`): sentences people would type or say, none
 * copied from the training corpus, each with the action the answer must carry and facts it must contain.
 * `{otherJob}` is another client's job number: the answer must never show anything of that job.
 * `{myJob}` means "one of the asker's own job numbers".
 */
export interface EvalCase {
  say: string;
  action: string;
  contains?: string[];
  /** Asked signed out (public answers only); otherwise as the demo client. */
  visitor?: boolean;
  /** Asked as the demo driver or the demo operator instead of the demo client. */
  as?: 'driver' | 'operator';
}

const quote = (say: string, ...contains: string[]): EvalCase => ({ say, action: 'quote_provided', contains });
const status = (say: string, ...contains: string[]): EvalCase => ({ say, action: 'job_status', contains });
const of = (action: string, says: string[], contains: string[] = []): EvalCase[] =>
  says.map((say) => ({ say, action, contains }));
const as = (who: 'driver' | 'operator', cases: EvalCase[]): EvalCase[] =>
  cases.map((c) => ({ ...c, as: who }));

export const evalSet: EvalCase[] = [
  ...of('greeting', [
    'hi there',
    'hello?',
    'hey',
    'good morning pathway',
    'hiya',
    'hello, anybody home',
    'hey good afternoon',
    'morning',
  ]),
  ...of('acknowledged', [
    'thank you very much',
    'thanks!',
    'great, thanks for your help',
    'much appreciated',
    'ok thank you',
    'thx',
  ]),
  ...of(
    'services_listed',
    [
      'what services does pathway offer',
      'what kinds of vehicles can you move',
      'do you transport box trucks',
      'what do you guys do exactly',
      'tell me what you offer',
      'which services are available',
      'do you move semi tractors',
      'can you haul my trailer',
      'what can this app do',
      'what are your services',
    ],
    ['We move working commercial trucks'],
  ),
  quote('how much to move a bobtail 1190 miles', '1,190 miles for a bobtail is $1,290.00'),
  quote('what does a 500 mile box truck move cost', '500 miles for a box truck is $600.00'),
  quote('price for 150 miles', '$300.00'),
  quote('how much is it to move a tractor 2,400 miles', '2,400 miles for a bobtail is $2,500.00'),
  quote('quote for a box truck going 1000 miles', '$1,100.00'),
  quote('how much for 201 miles', '$301.00'),
  quote('cost of moving a semi 750 miles?', '$850.00'),
  quote('what would you charge for 3000 miles with a bobtail', '$3,100.00'),
  quote('how much to move a trailer 300 miles', 'priced by phone'),
  quote('how much for a bobtail with trailer 800 miles', 'priced by phone'),
  quote('price to move a truck 6000 miles', 'priced by phone'),
  quote('how much does it cost to move a bobtail from Dallas, TX to Houston, TX', 'miles: a bobtail is $'),
  quote('price from Chicago, IL to Detroit, MI for a box truck', 'miles: a box truck is $'),
  quote('what is the rate from Atlanta, GA to Miami, FL', 'miles: a bobtail is $'),
  quote('how much is shipping my box truck from Denver, CO to Phoenix, AZ', 'miles: a box truck is $'),
  quote('how much does this cost', 'covers the first 200 miles'),
  quote('what are your prices', 'covers the first 200 miles'),
  quote('give me an estimate please', 'covers the first 200 miles'),
  quote('how much do you charge', 'covers the first 200 miles'),
  quote('rates for a box truck', 'covers the first 200 miles'),
  quote('what does moving a bobtail cost per mile', '$1 per mile'),
  quote('quote please for 420 miles bobtail', '$520.00'),
  quote('I need a price for 1,500 miles', '$1,600.00'),
  { ...quote('how much to move a bobtail 1190 miles', '$1,290.00'), visitor: true },
  { ...quote('price for 600 miles box truck', '$700.00'), visitor: true },
  status('where is my truck', '{myJob}'),
  status('where is my truck right now?', '{myJob}'),
  status("what's the status of my move", '{myJob}'),
  status('when will my truck get there', '{myJob}'),
  status('has the driver picked up my truck yet', '{myJob}'),
  status('give me an update on my job', '{myJob}'),
  status('where is my vehicle at', '{myJob}'),
  status('track my truck', '{myJob}'),
  status('is my truck on its way', '{myJob}'),
  status('what is the eta', '{myJob}'),
  status('status of {myJobNumber}', '{myJob}'),
  status('where is job {myJobNumber}', '{myJob}'),
  { say: 'where is my truck', action: 'job_status', contains: ['Sign in'], visitor: true },
  // Another client's job: the same answer as a job that does not exist, and nothing of the job.
  status('where is {otherJob}', "I couldn't find that job"),
  status('status of {otherJob}', "I couldn't find that job"),
  status('what is happening with job {otherJob}', "I couldn't find that job"),
  status('track {otherJob} please', "I couldn't find that job"),
  status('eta for {otherJob}', "I couldn't find that job"),
  status('has {otherJob} been picked up', "I couldn't find that job"),
  status('where is PW-999999', "I couldn't find that job"),
  status('{otherJob}', "I couldn't find that job"),
  // The job meant among the demo client's own, by its cities or its vehicle. The bench gives the demo
  // client a Fort Worth → Tulsa move, and another client a move to Tulsa that must never be named.
  status('when will my truck get to Tulsa?', 'Fort Worth, TX 76102 → Tulsa, OK 74103'),
  status("what's the latest on the move headed to tulsa", 'Fort Worth, TX 76102 → Tulsa, OK 74103'),
  status('is the truck going to Houston on its way', 'Dallas, TX 75201 → Houston, TX 77002'),
  status('where is my box truck', 'Atlanta, GA 30303 → Miami, FL 33101'),
  status('any update on the job to Oklahoma City', 'Oklahoma City, OK 73102', 'is completed'),
  // Two of the demo client's jobs leave Dallas: the answer names both and asks which.
  status('where is my truck coming from Dallas', 'Which one do you mean'),
  status('when does my truck get to Boise', 'None of your jobs matches'),
  ...of(
    'start_request',
    [
      'I want to book a transport',
      'book a box truck move from Dallas, TX to Houston, TX',
      'I need my tractor moved',
      'can you send a driver for my truck',
      'please move my bobtail',
      'I would like to request a driver',
      'let me order a truck move',
      'I need to get my box truck relocated',
      'start a new move',
      'create a request for my semi',
    ],
    ['/request'],
  ),
  // What was understood goes into the request: cities, vehicle and the date (a trailer is priced by
  // phone, and still starts its request for that day).
  {
    say: 'I need a trailer moved from Dallas, TX to Tulsa, OK on december 14',
    action: 'start_request',
    contains: ['vehicleType=trailer', 'pickup=Dallas', 'destination=Tulsa', 'date=', 'serviceTime=scheduled'],
  },
  {
    say: 'what would a trailer cost from Houston, TX to Tulsa, OK next friday',
    action: 'quote_provided',
    contains: ['priced by phone', 'vehicleType=trailer', 'date=', 'serviceTime=scheduled'],
  },
  {
    say: 'send a driver for my box truck from Memphis, TN to Nashville, TN tomorrow',
    action: 'start_request',
    contains: ['vehicleType=box-truck', 'pickup=Memphis', 'destination=Nashville', 'date='],
  },
  ...of(
    'start_schedule',
    [
      'book a box truck pickup friday',
      'schedule my move for tomorrow',
      'can you pick up my truck next tuesday',
      'I want to schedule a pickup on december 12',
      'set a pickup date for monday',
      'schedule a bobtail move saturday',
      'arrange transport for next week',
      'can we schedule it for thursday morning',
    ],
    ['/request', 'serviceTime=scheduled'],
  ),
  ...of(
    'subscription_info',
    [
      'how much are your plans',
      'what subscription plans are there',
      'is premium worth it',
      'how much is the monthly plan',
      'do you have an annual plan',
      'how long is the free trial',
      'what do subscribers get',
      'how do I upgrade to premium',
    ],
    ['90-day free trial'],
  ),
  ...of(
    'commission_info',
    [
      'what commission does pathway take',
      'how much does the driver make',
      'what is the platform fee',
      'when do I get my payout as a driver',
      'how much of the job price do drivers keep',
      'what percent is your cut',
      'how are drivers paid',
    ],
    ['15%', '10%'],
  ),
  ...of('driver_availability', [
    'are any drivers available now',
    'do you have a driver near Houston',
    'how many drivers do you have available',
    'is there a driver close to 60601',
    'any drivers around Phoenix today',
    'can someone drive my truck today',
    'who is available to take a job',
  ]),
  ...of(
    'policy_info',
    [
      'what is your cancellation policy',
      'how can I cancel my order',
      'will I be refunded if I cancel',
      'can I cancel after paying',
      'I want my money back',
      'is there a fee to cancel',
    ],
    ['refunded in full'],
  ),
  ...of(
    'policy_info',
    [
      'can you tow a truck that broke down',
      'my rig has a blown engine can you take it',
      'do you offer towing services',
      'will you move a truck that doesnt run',
    ],
    ['working trucks only'],
  ),
  ...of(
    'trip_time',
    [
      'how long would a 1200 mile move take',
      'how many days is it from Dallas, TX to Seattle, WA',
      'how long is the drive for 300 miles',
    ],
    ['of driving'],
  ),
  // No distance given: the answer asks for one rather than guess.
  ...of('trip_time', ['how much time does the delivery take'], ['driving time']),
  ...of(
    'job_status',
    [
      'my driver has not moved in three hours',
      'why has the truck been sitting still all afternoon',
      'the driver seems stuck, what should I do',
    ],
    ['on the road'],
  ),
  ...of(
    'subscription_info',
    [
      'how can i turn auto renewal off',
      'i want to stop my plan renewing',
      'disable my subscription renewing',
    ],
    ['auto-renew'],
  ),
  ...of(
    'policy_info',
    [
      'who pays for the driver to fly home',
      'does the driver cover his own return trip',
      'how does the return transport work',
      'who pays the drivers way back on long trips',
      'return trip policy over 2000 miles',
    ],
    ['2,000 miles'],
  ),
  // A driver asking about cancelling hears the driver policy, not the client's refund rule.
  ...as(
    'driver',
    of(
      'policy_info',
      [
        'what are the penalties if I cancel a job I already accepted',
        'can I cancel a load after I accept it',
        'what happens to me if I bail on an accepted job',
        'is there a penalty for drivers who cancel',
      ],
      ['cannot cancel a job once you have accepted it', 'suspension'],
    ),
  ),
  // Operators' questions, answered from the console's data.
  ...as(
    'operator',
    of(
      'jobs_without_driver',
      [
        'which jobs have no driver assigned yet',
        'what jobs are still missing a driver',
        'show the loads no driver has taken',
        'how many paid jobs are waiting on a driver',
      ],
      ['no driver'],
    ),
  ),
  ...as(
    'operator',
    of(
      'late_jobs',
      ['which jobs are running late', 'any late loads right now', 'what deliveries are behind'],
      ['late'],
    ),
  ),
  ...as(
    'operator',
    of(
      'driver_availability',
      [
        'how many drivers are available in Texas',
        'which drivers are online in texas right now',
        'drivers on duty in TX?',
      ],
      ['in Texas'],
    ),
  ),
  ...as('operator', of('driver_availability', ['how many drivers are available right now'], ['online'])),
  ...of(
    'transfer_to_human',
    [
      'let me talk to a real person',
      'I want to speak with someone',
      'can you call me back',
      'give me your phone number',
      'how can I reach customer support',
      'connect me with a dispatcher',
      'I need an agent',
      'contact support',
      'what is the support email',
    ],
    ['(555) 010-0100'],
  ),
  ...of(
    'emergency_protocol_activated',
    [
      'this is an emergency!',
      'there has been an accident',
      'the driver crashed the truck',
      'help, someone is injured',
      'the truck is on fire',
      'we broke down on the highway and need help',
      'urgent emergency',
      'accident on I-35 please help',
      'our driver is hurt',
      'SOS',
    ],
    ['If this is an emergency, please contact our administrator directly at (555) 010-0100'],
  ),
  ...of(
    'unknown',
    [
      "what's the weather tomorrow",
      'tell me a funny joke',
      'who is the president',
      'what is 2 plus 2',
      'recommend a good movie',
      'sing me a song',
      'what time is it in Tokyo',
      'do you like cats',
      'translate hello to spanish',
      'what is the best pizza place',
    ],
    ["I can't help with that yet", '(555) 010-0100'],
  ),
];
