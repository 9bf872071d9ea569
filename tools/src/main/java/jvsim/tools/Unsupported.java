package jvsim.tools;

/** A feature jvsim does not offer (yet): reported as one line, exit status 4. */
final class Unsupported extends RuntimeException {
    Unsupported(String message) { super(message, null, false, false); }
}
