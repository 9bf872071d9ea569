package jvsim.capp;

/**
 * What of a thread is compared with the impacted points: the class, method or line of its next
 * step (the program's own frame that leads to it: inside the JDK, the innermost frame of the
 * program's code), the same of any frame of its stack (ON_STACK), or the field its next step
 * accesses.
 */
public enum MatchMode {
    CLASS, CLASS_ON_STACK, METHOD, METHOD_ON_STACK, LINE, LINE_ON_STACK, FIELD;

    /** As written in --prioritize: "line-on-stack". */
    public String optionName() { return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'); }

    boolean onStack() { return this == CLASS_ON_STACK || this == METHOD_ON_STACK || this == LINE_ON_STACK; }
}
