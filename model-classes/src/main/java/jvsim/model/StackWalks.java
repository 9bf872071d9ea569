package jvsim.model;

import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Runs inside the VM in place of StackWalker.walk, forEach and getCallerClass (the JDK's stack
 * stream protocol calls back into Java from inside its natives). A host native captures the
 * caller's frames as HotSpot's walk would show them given the walker's options (reflection and
 * hidden frames left out unless asked for); each frame's StackTraceElement, the only part that
 * costs guest objects beyond the frame itself, is made when first asked for.
 */
public final class StackWalks {
    private StackWalks() {}

    /** The frames of the caller of the StackWalker method and below, top first (a host native). */
    private static native Frame[] frames(StackWalker walker, boolean callerClass);

    public static <T> T walk(StackWalker walker, Function<? super Stream<StackWalker.StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        return function.apply(Arrays.stream(frames(walker, false)).map(StackWalker.StackFrame.class::cast));
    }

    public static void forEach(StackWalker walker, Consumer<? super StackWalker.StackFrame> action) {
        Objects.requireNonNull(action);
        for (Frame f : frames(walker, false)) action.accept(f);
    }

    public static Class<?> getCallerClass(StackWalker walker) {
        Frame[] fs = frames(walker, true);
        // fs[0] is the method that asks for its caller
        if (fs.length < 2) throw new IllegalCallerException("no caller frame");
        return fs[1].declaringClass;
    }

    /** One frame: its class, method and bytecode index; the trace holder and index locate it for the natives. */
    static final class Frame implements StackWalker.StackFrame {
        private Class<?> declaringClass;
        private boolean retainClassReference;
        private int bci;
        private Object trace;
        private int index;
        private StackTraceElement element;

        /** The frame's StackTraceElement, as Throwable.getStackTrace would give it (a host native). */
        private native StackTraceElement element0();

        /** The method's descriptor (a host native). */
        private native String descriptor0();

        private StackTraceElement element() {
            if (element == null) element = element0();
            return element;
        }

        @Override public String getClassName() { return element().getClassName(); }
        @Override public String getMethodName() { return element().getMethodName(); }

        @Override public Class<?> getDeclaringClass() {
            if (!retainClassReference) throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            return declaringClass;
        }

        @Override public MethodType getMethodType() {
            getDeclaringClass();
            return MethodType.fromMethodDescriptorString(descriptor0(), declaringClass.getClassLoader());
        }

        @Override public String getDescriptor() { return descriptor0(); }
        @Override public int getByteCodeIndex() { return isNativeMethod() ? -1 : bci; }
        @Override public String getFileName() { return element().getFileName(); }
        @Override public int getLineNumber() { return element().getLineNumber(); }
        @Override public boolean isNativeMethod() { return element().isNativeMethod(); }

        /** Made once, as StackFrameInfo caches it. */
        @Override public StackTraceElement toStackTraceElement() { return element(); }

        @Override public String toString() { return element().toString(); }
    }
}
