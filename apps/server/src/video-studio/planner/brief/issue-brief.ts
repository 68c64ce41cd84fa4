/**
 * The brief a new user tried (issue 18) that the text planner used to put on screen word for word.
 * The text planner's and the model planner's tests both plan it.
 */
export const EMBER_AND_OAK =
  "A 30-second ad for Ember & Oak, our neighbourhood coffee roaster. Three selling points: beans roasted fresh every morning, free delivery within 2 miles, and 20% off your first bag. Tone: warm and friendly. End with: order fresh at emberandoak.co.uk";
