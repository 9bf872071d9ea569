package conformance;

public class ExceptionHierarchy {
    static class AppException extends Exception {
        final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, Throwable cause) {
            super(msg, cause);
            this.code = -1;
        }

        @Override
        public String toString() {
            return "AppException[" + code + "]: " + getMessage();
        }
    }

    static class NotFound extends AppException {
        NotFound(String what) {
            super("not found: " + what, 404);
        }
    }

    static class Forbidden extends AppException {
        Forbidden() {
            super("forbidden", 403);
        }
    }

    static class Quiet extends RuntimeException {
        Quiet() {
            super("quiet", null, false, false);
        }
    }

    static class CustomMessage extends RuntimeException {
        @Override
        public String getMessage() {
            return "computed message";
        }
    }

    static void fetch(String key) throws AppException {
        switch (key) {
            case "missing": throw new NotFound(key);
            case "secret": throw new Forbidden();
            case "broken": throw new AppException("wrapped", new java.io.IOException("disk"));
            default: System.out.println("fetched " + key);
        }
    }

    static void level3(int x) {
        if (x > 2) throw new IllegalStateException("level3 failed with " + x);
    }

    static void level2(int x) {
        try {
            level3(x);
        } catch (IllegalStateException e) {
            throw new RuntimeException("level2", e);
        }
    }

    static void level1(int x) throws AppException {
        try {
            level2(x);
        } catch (RuntimeException e) {
            throw new AppException("level1", e);
        }
    }

    static <T extends Throwable> void sneaky(Throwable t) throws T {
        @SuppressWarnings("unchecked")
        T tt = (T) t;
        throw tt;
    }

    public static void main(String[] args) {
        for (String k : new String[]{"ok", "missing", "secret", "broken"}) {
            try {
                fetch(k);
            } catch (NotFound e) {
                System.out.println("NotFound handler " + e + " code " + e.code);
            } catch (AppException e) {
                System.out.println("AppException handler " + e + " cause " + e.getCause());
            }
        }
        try {
            level1(5);
        } catch (AppException e) {
            Throwable t = e;
            int depth = 0;
            while (t != null) {
                System.out.println("chain[" + depth++ + "] " + t.getClass().getName() + ": " + t.getMessage());
                t = t.getCause();
            }
        }
        Quiet q = new Quiet();
        q.addSuppressed(new RuntimeException("ignored"));
        System.out.println("no suppression " + q.getSuppressed().length + " stack trace length " + q.getStackTrace().length);
        System.out.println("custom getMessage " + new CustomMessage() + " / " + new CustomMessage().getLocalizedMessage());
        try {
            ExceptionHierarchy.<RuntimeException>sneaky(new java.io.IOException("sneaky checked"));
        } catch (Exception e) {
            System.out.println("sneaky " + e.getClass().getName() + " " + e.getMessage() + " isRuntime " + (e instanceof RuntimeException));
        }
        Exception initCause = new Exception("outer");
        initCause.initCause(new Error("root"));
        System.out.println("initCause " + initCause.getCause());
        try {
            initCause.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice " + e.getMessage());
        }
        System.out.println("instanceof checks " + (new NotFound("x") instanceof Exception) + " " + (new Quiet() instanceof Exception) + " " + (((Object) new Error()) instanceof Exception) + " " + Throwable.class.isAssignableFrom(Error.class));
        Exception e = new NotFound("z");
        StackTraceElement top = e.getStackTrace()[0];
        System.out.println("stack top method " + top.getMethodName() + " class " + top.getClassName());
        try {
            throw new NotFound("typed");
        } catch (Exception ex) {
            System.out.println("caught via supertype " + ex.getClass().getSimpleName());
        }
    }
}
