/** The words that steer the model's guess (below), in the language of the sentence. */
export interface IntentRules {
  /** An accident or injury: always the emergency answer. */
  emergency: RegExp;
  price: RegExp;
  time: RegExp;
  /** Asking for a move to be booked. */
  book: RegExp;
  /** A truck that stopped moving. */
  still: RegExp;
  /** What a driver says when asking what a job pays them. */
  earn: RegExp;
  /** A driver giving back a job: a question of the driver policy, whatever else the sentence reads like. */
  driverCancel: RegExp;
  /** The plans, asked with a price word ("how much are your plans"): still the plans. */
  plan: RegExp;
  /** Someone else's truck that stands still ("sitting still all afternoon"): the driver's last position. */
  truck: RegExp;
  /** What a question about towing names: a truck that cannot be driven. */
  notRunning: RegExp;
}
