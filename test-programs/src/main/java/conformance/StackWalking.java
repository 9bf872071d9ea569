package conformance;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** StackWalker: walk, forEach and getCallerClass with each option, through reflection and lambdas; Throwable stack traces alike. */
public class StackWalking {
    static List<String> frames(StackWalker w) {
        return w.walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber() + (f.isNativeMethod() ? " native" : "")).collect(Collectors.toList()));
    }

    public static List<String> viaReflection(StackWalker w) { return frames(w); }

    static Class<?> caller() { return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass(); }

    public static void main(String[] args) throws Exception {
        StackWalker plain = StackWalker.getInstance();
        System.out.println("plain " + frames(plain));
        Method m = StackWalking.class.getMethod("viaReflection", StackWalker.class);
        System.out.println("reflected " + m.invoke(null, plain));
        StackWalker reflect = StackWalker.getInstance(StackWalker.Option.SHOW_REFLECT_FRAMES);
        // the accessors under Method.invoke are the VM's own (a generated one in jvsim)
        System.out.println("reflect frames " + ((List<?>) m.invoke(null, reflect)).stream().filter(f -> !f.toString().startsWith("jdk.internal.reflect.")).collect(Collectors.toList()));
        Supplier<List<String>> lambda = () -> frames(plain);
        System.out.println("lambda " + lambda.get());
        StackWalker.getInstance(Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES))
                .forEach(f -> { if (f.getDeclaringClass() == StackWalking.class) System.out.println("forEach " + f.getMethodName() + " " + f.getMethodType() + " " + f.getDescriptor() + " bci>=0 " + (f.getByteCodeIndex() >= 0)); });
        System.out.println("caller " + caller());
        try {
            plain.walk(s -> s.findFirst().get().getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("no class: " + e.getMessage());
        }
        System.out.println("top " + plain.walk(s -> s.findFirst().map(StackWalker.StackFrame::toStackTraceElement).get()));
        System.out.println("top string " + plain.walk(s -> s.findFirst().get().toString()));
        System.out.println("skip/limit " + plain.walk(s -> s.skip(1).limit(3).count()));
        System.out.println("jdk frame " + List.of(1).stream().map(i -> plain.walk(s -> s.filter(f -> f.getClassName().startsWith("java.util")).findFirst().map(StackWalker.StackFrame::toStackTraceElement).get().toString())).findFirst().get());
        StackTraceElement[] t = new Throwable().getStackTrace();
        System.out.println("throwable " + t.length + " " + t[0]);
        try {
            StackWalker.getInstance().getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getCallerClass without retain: " + e.getMessage());
        }
    }
}
