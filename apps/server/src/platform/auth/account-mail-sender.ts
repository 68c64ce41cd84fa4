import type { FastifyBaseLogger } from "fastify";
import { APIError } from "better-auth/api";
import { newEmailMail, passwordResetMail, verificationMail } from "../mail/account-mail.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";

interface Recipient {
  email: string;
  name: string;
}

export interface AccountMail {
  verification(user: Recipient, url: string, hoursValid: number, request?: Request): Promise<void>;
  passwordReset(user: Recipient, url: string, minutesValid: number): Promise<void>;
}

/**
 * Better Auth's mail callbacks over our mailer. A failure to send is logged and, where the user
 * asked for the mail, answered as "try again"; the verification that sign-up sends on its own
 * never fails the sign-up (the account exists by then, and the banner offers to send it again).
 */
export function accountMail(mailer: Mailer, log: FastifyBaseLogger): AccountMail {
  const send = async (message: MailMessage, optional = false) => {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, "Mail could not be sent");
      if (!optional)
        throw new APIError("SERVICE_UNAVAILABLE", {
          code: "MAIL_UNAVAILABLE",
          message: "The email could not be sent just now. Please try again in a moment.",
        });
    }
  };
  return {
    verification(user, url, hoursValid, request) {
      const path = request ? new URL(request.url).pathname : "";
      // Better Auth sends a change of address through the same callback, to the new address.
      if (path.endsWith("/change-email")) return send(newEmailMail(user.email, user.name, url, hoursValid));
      return send(verificationMail(user.email, user.name, url, hoursValid), path.endsWith("/sign-up/email"));
    },
    passwordReset: (user, url, minutesValid) => send(passwordResetMail(user.email, user.name, url, minutesValid)),
  };
}
