package jvsim.mop;

import java.util.List;

/**
 * One event of a property: the begin or end of the methods named {@link #methods} of class
 * {@link #className} (internal name) or of its subtypes, and which of the property's parameters it
 * binds to what: {@link #sources}[p] is where parameter p's object comes from ({@link #THIS},
 * {@link #RESULT}, {@link #THREAD}, or {@link #ARG} + k for argument k, counted from 0), or
 * {@link #UNBOUND}.
 */
record EventDecl(String name, boolean end, String className, List<String> methods, int[] sources) {
    static final int UNBOUND = -1, THIS = 0, RESULT = 1, THREAD = 2, ARG = 3;

    /** Whether this event binds every parameter of its property (it then creates monitors). */
    boolean bindsAll() {
        for (int s : sources) if (s == UNBOUND) return false;
        return true;
    }

    /** "begin pkg.Class.m1|m2" */
    String describe() { return (end ? "end " : "begin ") + className.replace('/', '.') + "." + String.join("|", methods); }
}
