package jvsim.embed;

/**
 * jvsim could not search the target: a bad target or class path (the CLI's status 2), a replayed
 * schedule that does not fit the program, an unsupported feature or an internal error (status 4).
 */
public final class JvsimException extends RuntimeException {
    JvsimException(String message, Throwable cause) {
        super(message, cause);
    }
}
